# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_create_tensor_init_value_nonfinite_rejected: InitValueProgram(FP32, 1e999): a literal beyond the double range reads as inf.
# print-reparse: skip (the printed program writes the value as inf, which no DSL literal spells)
import pypto.language as pl


@pl.program
class InitValueProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_add(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        c: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32, init_value=1e999)
        c = self.kernel_add(a, b, c)
        d = self.kernel_add(c, b, d)
        return d
