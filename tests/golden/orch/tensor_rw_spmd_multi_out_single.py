# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_spmd_mixed_multi_out_single_return_alias_targets_actual_return
# (test_orchestration_tensor_rw.py): the SPMD mixed kernel has two Out params and returns the second;
# the consumer reads ext_out, the one returned, not ext_scratch.
import pypto.language as pl


@pl.program
class SpmdMultiOutSingleReturnProgram:
    # Mixed kernel with multiple Out params: a scratch buffer (1st Out)
    # and the real result (2nd Out, the one that the kernel returns).
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        scratch: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a_l1 = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_b_l1 = pl.load(bias, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_a_l0a = pl.move(tile_a_l1, target_memory=pl.MemorySpace.Left)
        tile_b_l0b = pl.move(tile_b_l1, target_memory=pl.MemorySpace.Right)
        tile_mm = pl.matmul(tile_a_l0a, tile_b_l0b)
        tile_bias = pl.load(bias, [0, 0], [64, 64])
        tile_out = pl.add(tile_mm, tile_bias)
        scratch = pl.store(tile_mm, [0, 0], scratch)
        out = pl.store(tile_out, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(
        self,
        in_buf: pl.Tensor[[64, 64], pl.FP32],
        final: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile = pl.load(in_buf, [0, 0], [64, 64])
        final = pl.store(tile, [0, 0], final)
        return final

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        scratch: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        final: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(4):
            out = self.kernel(a, bias, scratch, out)
        final = self.consumer(out, final)
        return final
