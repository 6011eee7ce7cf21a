import Foundation

extension PipelineConfiguration {
    /// The file name wordpack looks for at the top of a project.
    package static let fileName = Project.pipelineFileName

    /// Reads and validates `pipeline.json`, knowing the app kinds whose settings are `kinds`; every problem is
    /// a `FileProblem` naming the key path.
    package static func load(
        from url: URL, displayPath: String = fileName, kinds: [any AppSettings.Type]
    ) throws -> PipelineConfiguration {
        let data: Data
        do {
            data = try RegularFile.contents(url.path, displayPath: displayPath)
        } catch let problem as FileProblem {
            throw problem  // a named pipe or a folder named pipeline.json
        } catch {
            throw FileProblem(
                file: displayPath,
                "cannot be read. Create it at the top of the project (see README.md for an example).")
        }
        return try decode(data, displayPath: displayPath, kinds: kinds)
    }

    package static func decode(
        _ data: Data, displayPath: String = fileName, kinds: [any AppSettings.Type]
    ) throws -> PipelineConfiguration {
        do {
            return try AppSettingsTypes.decoder(knowing: kinds).decode(PipelineConfiguration.self, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw FileProblem(
                    file: displayPath,
                    "is not valid JSON\(syntaxErrorPosition(in: data)); check the commas, quotes and brackets there.")
            }
            throw FileProblem(file: displayPath, describe(error))
        } catch {
            throw FileProblem(file: displayPath, "is not valid JSON: \(error.localizedDescription)")
        }
    }

    /// ` (line 3, column 14)` where JSONSerialization places the syntax error, or nothing.
    static func syntaxErrorPosition(in data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return ""
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            guard let range = reason.range(of: #"character \d+"#, options: .regularExpression),
                let offset = Int(reason[range].dropFirst("character ".count))
            else { return "" }
            let before = data.prefix(offset)
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            return " (line \(line), column \(column))"
        }
    }

    /// A key path as written in the file: `apps.deluxe.languages[2]`.
    static func keyPath(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key `\(keyPath(context.codingPath + [key]))`; add it (see README.md)."
        case .typeMismatch(let type, let context):
            return "`\(keyPath(context.codingPath))` should be \(describe(type)); correct its value."
        case .valueNotFound(let type, let context):
            return "`\(keyPath(context.codingPath))` is null but should be \(describe(type)); give it a value."
        case .dataCorrupted(let context):
            // A sentence that already ends (a language code's, with its suggestion) keeps its own stop.
            let ended = context.debugDescription.last.map { ".?!".contains($0) } ?? false
            return "`\(keyPath(context.codingPath))`: \(context.debugDescription)\(ended ? "" : ".")"
        @unknown default:
            return "cannot be read: \(error)."
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text in quotes"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        case is Double.Type: return "a number"
        case is [String].Type: return "a list of names in brackets"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Dictionary") { return "an object in braces" }
            if name.hasPrefix("Array") { return "a list in brackets" }
            return "a \(name)"
        }
    }
}
