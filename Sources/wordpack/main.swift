import WordpackKit

print("wordpack")
