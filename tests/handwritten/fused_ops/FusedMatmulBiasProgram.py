# examples/operators/fused_ops.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class FusedMatmulBiasProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul_kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a_l1 = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_b_l1 = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_a_l0a = pl.move(tile_a_l1, target_memory=pl.MemorySpace.Left)
        tile_b_l0b = pl.move(tile_b_l1, target_memory=pl.MemorySpace.Right)
        tile_c_l0c = pl.matmul(tile_a_l0a, tile_b_l0b)
        out = pl.store(tile_c_l0c, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def add_bias_kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_x = pl.load(x, [0, 0], [64, 64])
        tile_bias = pl.load(bias, [0, 0], [64, 64])
        tile_c = pl.add(tile_x, tile_bias)
        out = pl.store(tile_c, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        c: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        mm_out = pl.create_tensor([64, 64], dtype=pl.FP32)
        mm_out = self.matmul_kernel(a, b, mm_out)
        c = self.add_bias_kernel(mm_out, bias, c)
        return c
