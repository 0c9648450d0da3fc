# examples/ir_parser/parse_from_text.py::example_complex_function (hand-written)
import pypto.language as pl


@pl.function
def accumulate(
    x: pl.Tensor[[10], pl.FP32],
    iterations: pl.Tensor[[1], pl.INT32],
) -> pl.Tensor[[10], pl.FP32]:
    # Initialize accumulator
    init_sum: pl.Tensor[[10], pl.FP32] = pl.create([10], dtype=pl.FP32)

    # Accumulate over iterations
    for i, (running_sum,) in pl.range(5, init_values=[init_sum]):
        new_sum: pl.Tensor[[10], pl.FP32] = pl.add(running_sum, x)
        result = pl.yield_(new_sum)

    return result
