import Foundation
import WordpackCatalogue
import WordpackCore

/// One kind of app that wordpack builds content for (FirstWords, Olé, Chatwa, …): a folder of its own that
/// conforms to this, and nothing else. The build plans, checks, makes and describes every app through it,
/// and never asks which kind an app is.
///
/// - **plan**: every file one app ships, with the inputs and settings it is made from and the stage that
///   makes it (its role). Recordings and pictures are planned as `OutputRecipe.recording`, `.picture` or
///   `.copy`: the shared audio and images services make those; the kind makes the files it plans as `.own`.
/// - **check**: what is wrong with the apps' content, each finding at its cell or file; what it works out on
///   the way (Olé's pairs, Chatwa's rounds) is kept for making, which does not work it out again.
/// - **make**: the kind's own planned files that this build must make.
/// - **describe**: what an app ships, for the manifest (counts per language) and the release (its words).
/// - **review**: what the review page shows of an app as its user sees it (cards per word, the kind's own
///   sections, media as built); a kind without it gets a page with its findings only.
///
/// A kind is a caseless enum whose members are all static, so `Sendable` costs it nothing; it makes the
/// kinds' metatypes (`any AppKind.Type`, as `BuildOptions.kinds` holds them) safe to hand to other threads.
package protocol AppKind: Sendable {
    /// The app's object in pipeline.json.
    associatedtype Settings: AppSettings
    /// What planning worked out for one app, handed back to check, make and describe.
    associatedtype Plan: Sendable
    /// What checking worked out that making needs too.
    associatedtype Checked: Sendable

    /// The stages that make this kind's files, in the order a build runs them (`plists`, then the shared
    /// `audio` and `images`); each stage is also a subcommand that runs it alone.
    static var stages: [String] { get }

    /// The version of each stage this kind makes itself (`ole`: 1), raised whenever that stage writes other
    /// bytes for the same inputs and settings. The build cache and the shared cache key each file by its
    /// stage's version: an upgrade remakes the files of the stages whose version changed, and only those.
    /// (The shared `audio` and `images` stages keep theirs: `AudioStage.version`, `ImagesStage.version`.)
    static var versions: [String: Int] { get }

    /// The stages of this kind that read other files of `outputs/` (a package of an app's boards, an MP3
    /// encoded from the app's CAF): a shard of a distributed build leaves them to the assemble step, where
    /// every other output is in place. None unless the kind says so.
    static var assembledStages: [String] { get }

    /// The stages of this kind that encode sound (an MP3 from a recording): a distributed build weighs their
    /// outputs by their inputs' bytes, as it does the shared audio stage's. None unless the kind says so.
    static var soundStages: [String] { get }

    /// The columns of a language's translations that this kind reads as translated text (Olé's `alternatives`),
    /// which a translator translates as words: `export-xliff` writes each as a unit of its own, and an XLIFF file
    /// gives it back. A column a kind reads that is not listed here (and not one wordpack reads itself) is one
    /// an XLIFF file cannot carry: switching a language with such a column to XLIFF is an error naming it.
    /// None unless the kind says so.
    static var translatedColumns: [TranslatedColumn] { get }

    /// The most characters the app shows of a word of its lists in `language`, where its screen sets a limit;
    /// `export-xliff` tells translators. None unless the kind says so.
    static func textLimit(_ app: AppPlanRequest<Settings>, language: LanguageCode) -> TextLimit?

    /// What a translator should know of a word from the columns this kind reads in its list sheet's `rows` (the
    /// rows of one key), as notes of the word's unit in `export-xliff` and `export-po`: the vocabulary's
    /// definitions and parts of speech, which tell the verb from the noun. None unless the kind says so.
    static func translatorNotes(of rows: [Word]) -> [String]

    /// The folder under `outputs/` that holds everything an app ships, ending in `/` (its release archive).
    static func folder(of app: AppPlanRequest<Settings>) -> String

    /// The functions of the app's Swift content package that find its files by what the app asks for (a list
    /// in a language). None unless the kind says so: the package's `url(_:)` finds any file by its path.
    static func contentAccessors(_ app: AppPlanRequest<Settings>) -> [ContentAccessor]

    /// The lists and languages the app shows, so that the catalogue's checks know what is needed.
    static func needs(_ app: AppPlanRequest<Settings>, catalogue: Catalogue) -> AppNeeds

    /// The lists, languages and other names in the app's settings that the catalogue must have.
    static func checkSettings(_ app: AppPlanRequest<Settings>, catalogue: Catalogue, rules: PipelineRules)
        -> [Diagnostic]

    /// Every file the app ships.
    static func plan(_ app: AppPlanRequest<Settings>, catalogue: Catalogue, configuration: PipelineConfiguration)
        -> AppPlan<Plan>

    /// What is wrong with the content of this kind's apps (all of them: some kinds allow only one app).
    /// `reported` holds the catalogue's own errors, so that a cell is not reported twice.
    static func check(_ apps: [AppPlan<Plan>], reported: [Diagnostic], in context: StageContext)
        -> KindCheck<Checked>

    /// Makes `files` (planned `.own` files of these apps that this build must make).
    static func make(
        _ files: [PlannedOutput], of apps: [AppPlan<Plan>], checked: Checked, in context: StageContext
    ) -> StageReport

    /// What the app ships, for the manifest; `made` holds the paths of `outputs/` the manifest lists.
    static func describe(_ app: AppPlan<Plan>, checked: Checked?, made: Set<String>, catalogue: Catalogue)
        -> AppDescription

    /// The words the app shows, read back from its files in `outputs/` (`files`: its paths there), for the
    /// changes report of a release.
    static func shipped(_ app: AppPlanRequest<Settings>, files: [String], outputs: URL) throws -> ShippedContent

    /// What the review page shows of the app, from its plan and what check worked out. `outputs`: the
    /// `outputs/` folder, for what only the built files say (the boards of a package as it was packed).
    static func review(_ app: AppPlan<Plan>, checked: Checked?, catalogue: Catalogue, outputs: URL) -> AppReview
}

extension AppKind {
    package static func review(_ app: AppPlan<Plan>, checked: Checked?, catalogue: Catalogue, outputs: URL)
        -> AppReview
    {
        AppReview()
    }
}

extension AppKind {
    package static var assembledStages: [String] { [] }
    package static var soundStages: [String] { [] }
    package static var translatedColumns: [TranslatedColumn] { [] }
    package static func textLimit(_ app: AppPlanRequest<Settings>, language: LanguageCode) -> TextLimit? { nil }
    package static func translatorNotes(of rows: [Word]) -> [String] { [] }
    package static func contentAccessors(_ app: AppPlanRequest<Settings>) -> [ContentAccessor] { [] }
}
