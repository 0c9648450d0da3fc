# tests/ut/ir/transforms/test_lower_tile_to_buffer.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class NestedLoops:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 32], pl.FP32],
        b: pl.Tensor[[16, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        count: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs = pl.load(a, [0, 0], [16, 32])
        rhs = pl.load(b, [0, 0], [16, 32])
        for _i, (outer,) in pl.range(0, count, init_values=(lhs,)):
            for _j, (inner,) in pl.range(0, count, init_values=(outer,)):
                total = pl.add(inner, rhs)
                inner_result = pl.yield_(total)
            outer_result = pl.yield_(inner_result)
        stored = pl.store(outer_result, [0, 0], output)
        return stored
