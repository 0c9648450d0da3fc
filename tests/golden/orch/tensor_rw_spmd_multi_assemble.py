# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_spmd_multi_assemble (test_orchestration_tensor_rw.py): both outputs of an SPMD
# multi-output call stay existing outputs at the call: add_output(ext_out0) and add_output(ext_out1).
import pypto.language as pl


@pl.program
class SpmdMultiAssembleProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b0: pl.Tensor[[16, 16], pl.FP32],
        b1: pl.Tensor[[16, 16], pl.FP32],
        out0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out1: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        tile_a: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        tile_b0: pl.Tile[[16, 16], pl.FP32] = pl.load(b0, [0, 0], [16, 16])
        tile_b1: pl.Tile[[16, 16], pl.FP32] = pl.load(b1, [0, 0], [16, 16])
        acc0: pl.Tile[[16, 16], pl.FP32] = pl.matmul(tile_a, tile_b0)
        res0: pl.Tensor[[16, 16], pl.FP32] = pl.store(acc0, [0, 0], out0)
        acc1: pl.Tile[[16, 16], pl.FP32] = pl.matmul(tile_a, tile_b1)
        res1: pl.Tensor[[16, 16], pl.FP32] = pl.store(acc1, [0, 0], out1)
        return res0, res1

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b0: pl.Tensor[[16, 16], pl.FP32],
        b1: pl.Tensor[[16, 16], pl.FP32],
        out0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out1: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        with pl.spmd(4):
            out0, out1 = self.kernel(a, b0, b1, out0, out1)
        return out0, out1
