/// The sample's Spanish words as a CSV file, which the translation checks' tests change one word of.
package enum SpanishWords {
    package static let csv =
        "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo\n"
}
