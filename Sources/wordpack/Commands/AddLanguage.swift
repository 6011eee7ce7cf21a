import ArgumentParser
struct AddLanguage: ParsableCommand {
    @Argument var code: String
}
