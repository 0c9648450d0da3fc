# examples/operators/fused_ops.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class FusedLinearReluProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul_kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_x_l1 = pl.load(x, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_w_l1 = pl.load(w, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_x_l0a = pl.move(tile_x_l1, target_memory=pl.MemorySpace.Left)
        tile_w_l0b = pl.move(tile_w_l1, target_memory=pl.MemorySpace.Right)
        tile_out_l0c = pl.matmul(tile_x_l0a, tile_w_l0b)
        out = pl.store(tile_out_l0c, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def add_bias_relu_kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_x = pl.load(x, [0, 0], [64, 64])
        tile_bias = pl.load(bias, [0, 0], [64, 64])
        tile_biased = pl.add(tile_x, tile_bias)
        tile_y = pl.relu(tile_biased)
        out = pl.store(tile_y, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        mm_out = pl.create_tensor([64, 64], dtype=pl.FP32)
        mm_out = self.matmul_kernel(x, w, mm_out)
        y = self.add_bias_relu_kernel(mm_out, bias, y)
        return y
