# tests/ut/codegen/test_legalize_spmd_launch_codegen.py::test_plain_dynamic_launch_merges_output_before_consumer (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        return pl.store(t, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        ctrl: pl.Tensor[[1], pl.INT32],
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        n = pl.tensor.read(ctrl, [0])
        for bi in pl.spmd(n):
            a = pl.add(a, 1.0)
        b = self.consume(a, b)
        return b
