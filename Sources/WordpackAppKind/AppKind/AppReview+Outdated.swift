import WordpackCatalogue

extension AppReview {
    /// The review with each text marked where its translation is outdated (`Catalogue.outdatedReference`) or its
    /// recording was made for another word (`Recording.recordedFor`), as `wordpack check` reports them: what every
    /// kind's cards show alike, so marked once for all of them.
    package func markingOutdated(catalogue: Catalogue) -> AppReview {
        var recordedFor: [String: String] = [:]
        for language in catalogue.languages {
            for recording in language.recordings {
                if let text = recording.recordedFor { recordedFor[recording.file.path] = text }
            }
        }
        var review = self
        for list in review.lists.indices {
            for card in review.lists[list].cards.indices {
                let (name, key) = (review.lists[list].name, review.lists[list].cards[card].key)
                for index in review.lists[list].cards[card].texts.indices {
                    var text = review.lists[list].cards[card].texts[index]
                    if let row = catalogue.translation(language: text.language, list: name, key: key) {
                        text.outdatedFrom = catalogue.outdatedReference(of: row, language: text.language)?.madeAgainst
                    }
                    if let source = text.speechSource, let said = recordedFor[source], let word = text.word,
                        !RecordedTexts.saysTheSame(said, word)
                    {
                        text.recordedFor = said
                    }
                    review.lists[list].cards[card].texts[index] = text
                }
            }
        }
        return review
    }
}
