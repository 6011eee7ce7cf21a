/// A word's entry as a dictionary screen shows it: the word, how it is said (IPA, a player) and split, facts
/// about the whole word (level, frequency, …), and its senses.
public struct ReviewDefinition: Sendable {
    /// One meaning of the word.
    public struct Sense: Sendable {
        public var partOfSpeech: String?
        public var definition: String
        public var examples: [String]
        public var synonyms: [String]
        public var antonyms: [String]

        public init(
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
    public struct Fact: Sendable {
        public var name: String
        public var value: String
        public var remark: String?

        public init(name: String, value: String, remark: String? = nil) {
            self.name = name
            self.value = value
            self.remark = remark
        }
    }

    public var word: String
    /// IPA, as shown between slashes.
    public var pronunciation: String?
    public var syllables: [String]
    public var sound: ReviewFile?
    public var facts: [Fact]
    public var senses: [Sense]

    public init(
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
public struct ReviewQuestion: Sendable {
    public var prompt: String
    public var choices: [String]
    /// The index of the right choice.
    public var answer: Int?

    public init(prompt: String, choices: [String], answer: Int? = nil) {
        self.prompt = prompt
        self.choices = choices
        self.answer = answer
    }
}
