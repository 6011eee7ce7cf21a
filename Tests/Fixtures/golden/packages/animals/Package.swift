// swift-tools-version:5.9
// Written by wordpack publish --swift-package from the app “animals”: publish again rather than edit it.
import PackageDescription

let package = Package(
    name: "AnimalsContent",
    products: [
        .library(name: "AnimalsContent", targets: ["AnimalsContent"])
    ],
    targets: [
        .target(
            name: "AnimalsContent",
            resources: [
                .copy("Alphabets"),
                .process("Common.xcassets"),
                .copy("Localization"),
                .copy("Words"),
            ]
        )
    ]
)
