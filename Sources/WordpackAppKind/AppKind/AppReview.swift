import WordpackCore

/// What the review page (`wordpack review`) shows of one app, worked out by its kind from its plan: a card per
/// word in each list, the letter sounds per language, and the kind's own sections (Olé's pairs, Chatwa's
/// rounds). Media are named by their paths under `outputs/`, as planned.
package struct AppReview: Sendable {
    /// The app's languages, in pipeline.json's order: the columns of its coverage matrix.
    package var languages: [LanguageCode]
    package var lists: [ReviewList]
    /// Letter sounds per language (FirstWords); empty for a kind without them.
    package var letters: [ReviewLetters]
    package var sections: [ReviewSection]

    package init(
        languages: [LanguageCode] = [], lists: [ReviewList] = [], letters: [ReviewLetters] = [],
        sections: [ReviewSection] = []
    ) {
        self.languages = languages
        self.lists = lists
        self.letters = letters
        self.sections = sections
    }
}

/// The letters one language's words use, each with the letter sounds the app plays for it.
package struct ReviewLetters: Sendable {
    package var language: LanguageCode
    /// Letter (as the game compares it) → paths under `outputs/` of its sounds (`A.caf`, or `A-final.caf` and
    /// `A-other.caf`); empty when the letter has none.
    package var sounds: [String: [String]]

    package init(language: LanguageCode, sounds: [String: [String]]) {
        self.language = language
        self.sounds = sounds
    }
}
