# examples/language/intermediate/ffn_activations.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class FFNGeluProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul_kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        """Cube InCore: compute a @ b and store result to GM."""
        tile_a_l1 = pl.load(a, offsets=[0, 0], shapes=[64, 64], target_memory=pl.MemorySpace.Mat)
        tile_b_l1 = pl.load(b, offsets=[0, 0], shapes=[64, 64], target_memory=pl.MemorySpace.Mat)
        tile_a_l0a = pl.move(tile_a_l1, target_memory=pl.MemorySpace.Left)
        tile_b_l0b = pl.move(tile_b_l1, target_memory=pl.MemorySpace.Right)
        tile_c_l0c = pl.matmul(tile_a_l0a, tile_b_l0b)
        out = pl.l0c_store(tile_c_l0c, offsets=[0, 0], shapes=[64, 64], output_tensor=output)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def gelu_kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        """Vector InCore: apply GELU activation — x * sigmoid(1.702 * x)."""
        tile_x: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        x_scaled: pl.Tile[[64, 64], pl.FP32] = pl.mul(tile_x, 1.702)  # type: ignore[reportArgumentType]
        x_neg: pl.Tile[[64, 64], pl.FP32] = pl.mul(x_scaled, -1.0)  # type: ignore[reportArgumentType]
        exp_neg: pl.Tile[[64, 64], pl.FP32] = pl.exp(x_neg)
        denom: pl.Tile[[64, 64], pl.FP32] = pl.add(exp_neg, 1.0)  # type: ignore[reportArgumentType]
        sigmoid: pl.Tile[[64, 64], pl.FP32] = pl.recip(denom)
        result: pl.Tile[[64, 64], pl.FP32] = pl.mul(tile_x, sigmoid)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.store(result, [0, 0], [64, 64], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def ffn_gelu_orch(
        self,
        hidden_states: pl.Tensor[[64, 64], pl.FP32],
        gate_proj_weight: pl.Tensor[[64, 64], pl.FP32],
        down_proj_weight: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        # gate = hidden_states @ gate_proj_weight
        gate: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        gate = self.matmul_kernel(hidden_states, gate_proj_weight, gate)
        # activated = GELU(gate)
        activated: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        activated = self.gelu_kernel(gate, activated)
        # output = activated @ down_proj_weight
        output: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        output = self.matmul_kernel(activated, down_proj_weight, output)
        return output
