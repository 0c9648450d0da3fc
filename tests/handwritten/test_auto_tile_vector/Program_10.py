# tests/ut/ir/transforms/test_auto_tile_vector.py::test_marked_control_flow_fails_instead_of_partially_tiling (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(attrs={"auto_tile": True})
    def unsupported(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        initial: pl.Tensor[[16, 64], pl.FP32] = pl.exp(x)
        for _i, (acc,) in pl.range(2, init_values=(initial,)):
            next_value: pl.Tensor[[16, 64], pl.FP32] = pl.add(acc, 1.0)
            result = pl.yield_(next_value)
        return result
