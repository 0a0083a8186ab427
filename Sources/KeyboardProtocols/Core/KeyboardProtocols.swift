// The module's files live in Core (Foundation only, all logic) and UIKit (thin, fenced).
