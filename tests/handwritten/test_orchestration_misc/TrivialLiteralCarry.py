# tests/ut/codegen/test_orchestration_misc.py::TestScalarCarryPhiCodegen::test_literal_seeded_trivial_carry_aliases_to_constant (hand-written)
import pypto.language as pl


@pl.program
class TrivialLiteralCarry:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_add(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, a_tile)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        for _k, (acc,) in pl.range(8, init_values=(4,)):
            d = self.kernel_add(a, d)
            acc_out: pl.Scalar[pl.INT64] = pl.yield_(acc)
        for _ in pl.range(acc_out):
            d = self.kernel_add(a, d)
        return d
