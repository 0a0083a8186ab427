// keyboard-bench: `swift run -c release keyboard-bench`. Prints `name: value` lines; compare figures within one run.

let figures =
    DispatchBenchmark.figures() + DispatchBenchmark.dragFigures() + LeakBenchmark.figures() + SpringBenchmark.figures()
    + UnobservedBenchmark.figures()
for (name, value) in figures {
    print("\(name): \(value)")
}
