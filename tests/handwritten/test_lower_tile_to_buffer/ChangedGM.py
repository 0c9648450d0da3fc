# tests/ut/ir/transforms/test_lower_tile_to_buffer.py::test_gm_loop_alias_changes_are_diagnosed (hand-written)
import pypto.language as pl


@pl.program
class ChangedGM:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 32], pl.FP32],
        b: pl.Tensor[[16, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        count: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        for _i, (_gm,) in pl.range(0, count, init_values=(a,)):
            chosen = pl.yield_(b)
        value = pl.load(chosen, [0, 0], [16, 32])
        stored = pl.store(value, [0, 0], output)
        return stored
