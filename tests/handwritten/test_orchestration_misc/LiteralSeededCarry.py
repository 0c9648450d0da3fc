# tests/ut/codegen/test_orchestration_misc.py::TestScalarCarryPhiCodegen::test_literal_seeded_scalar_carry_emits_constant_init (hand-written)
import pypto.language as pl


@pl.program
class LiteralSeededCarry:
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
        lens: pl.Tensor[[8], pl.INT64],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        max_bn: pl.Scalar[pl.INT64] = 0
        for b in pl.range(8):
            bn_b = pl.tensor.read(lens, [b])
            max_bn = pl.max(max_bn, bn_b)
        for _ in pl.range(max_bn):
            d = self.kernel_add(a, d)
        return d
