/// A word's entry as a dictionary screen shows it: the word, how it is said (IPA, a player) and split, facts
/// about the whole word (level, frequency, …), and its senses.
package struct ReviewDefinition: Sendable {
    /// One meaning of the word.
    package struct Sense: Sendable {
        package var partOfSpeech: String?
        package var definition: String
        package var examples: [String]
        package var synonyms: [String]
        package var antonyms: [String]

        package init(
            partOfSpeech: String?, definition: String, examples: [String] = [], synonyms: [String] = [],
            antonyms: [String] = []
        ) {
            self.partOfSpeech = partOfSpeech
            self.definition = definition
            self.examples = examples
            self.synonyms = synonyms
            self.antonyms = antonyms
        }
    }

    /// A named value about the whole word (`level`: `A1`), with a remark (`derived`).
    package struct Fact: Sendable {
        package var name: String
        package var value: String
        package var remark: String?

        package init(name: String, value: String, remark: String? = nil) {
            self.name = name
            self.value = value
            self.remark = remark
        }
    }

    package var word: String
    /// IPA, as shown between slashes.
    package var pronunciation: String?
    package var syllables: [String]
    package var sound: ReviewFile?
    package var facts: [Fact]
    package var senses: [Sense]

    package init(
        word: String, pronunciation: String? = nil, syllables: [String] = [], sound: ReviewFile? = nil,
        facts: [Fact] = [], senses: [Sense] = []
    ) {
        self.word = word
        self.pronunciation = pronunciation
        self.syllables = syllables
        self.sound = sound
        self.facts = facts
        self.senses = senses
    }
}

/// A question as an app asks it: the prompt, its choices as buttons, and which one is right.
package struct ReviewQuestion: Sendable {
    package var prompt: String
    package var choices: [String]
    /// The index of the right choice.
    package var answer: Int?

    package init(prompt: String, choices: [String], answer: Int? = nil) {
        self.prompt = prompt
        self.choices = choices
        self.answer = answer
    }
}
