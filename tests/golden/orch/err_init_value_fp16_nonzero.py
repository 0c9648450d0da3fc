# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_create_tensor_init_value_fp16_nonzero_rejected: InitValueProgram(FP16, 1.0).
import pypto.language as pl


@pl.program
class InitValueProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_add(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        a_tile: pl.Tile[[16, 16], pl.FP16] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP16] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP16] = pl.add(a_tile, b_tile)
        out: pl.Tensor[[16, 16], pl.FP16] = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        c: pl.Tensor[[16, 16], pl.FP16] = pl.create_tensor([16, 16], dtype=pl.FP16, init_value=1.0)
        c = self.kernel_add(a, b, c)
        d = self.kernel_add(c, b, d)
        return d
