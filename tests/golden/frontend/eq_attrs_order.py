# ptoc: equal {} {dir}/eq_attrs_order_b.py
# A call's attrs compare as a map: the same keys in another order are equal
# (the reference's test_attrs_structural_equality_is_order_insensitive).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return b

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a, b, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing], "arg_direction_overrides": [1]})
        return r
