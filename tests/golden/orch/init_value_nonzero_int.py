# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_create_tensor_init_value_nonzero_int: InitValueProgram(INT32, 7).
import pypto.language as pl


@pl.program
class InitValueProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_add(
        self,
        a: pl.Tensor[[16, 16], pl.INT32],
        b: pl.Tensor[[16, 16], pl.INT32],
        output: pl.Out[pl.Tensor[[16, 16], pl.INT32]],
    ) -> pl.Tensor[[16, 16], pl.INT32]:
        a_tile: pl.Tile[[16, 16], pl.INT32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.INT32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.INT32] = pl.add(a_tile, b_tile)
        out: pl.Tensor[[16, 16], pl.INT32] = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.INT32],
        b: pl.Tensor[[16, 16], pl.INT32],
        d: pl.Out[pl.Tensor[[16, 16], pl.INT32]],
    ) -> pl.Tensor[[16, 16], pl.INT32]:
        c: pl.Tensor[[16, 16], pl.INT32] = pl.create_tensor([16, 16], dtype=pl.INT32, init_value=7)
        c = self.kernel_add(a, b, c)
        d = self.kernel_add(c, b, d)
        return d
