# examples/models/ffn.py::<module> (hand-written)
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def matmul_kernel(
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


@pl.program
class FFNGeluProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def gelu_kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_x = pl.load(x, [0, 0], [64, 64])
        x_scaled = pl.mul(tile_x, 1.702)
        x_neg = pl.mul(x_scaled, -1.0)
        exp_neg = pl.exp(x_neg)
        denom = pl.add(exp_neg, 1.0)
        sigmoid = pl.recip(denom)
        result = pl.mul(tile_x, sigmoid)
        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def ffn_gelu_orch(
        self,
        hidden_states: pl.Tensor[[64, 64], pl.FP32],
        gate_proj_weight: pl.Tensor[[64, 64], pl.FP32],
        down_proj_weight: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        # gate = hidden_states @ gate_proj_weight
        gate = pl.create_tensor([64, 64], dtype=pl.FP32)
        gate = matmul_kernel(hidden_states, gate_proj_weight, gate)
        # activated = GELU(gate)
        activated = pl.create_tensor([64, 64], dtype=pl.FP32)
        activated = self.gelu_kernel(gate, activated)
        # output = activated @ down_proj_weight
        output = matmul_kernel(activated, down_proj_weight, output)
        return output
