# examples/language/intermediate/activation.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class GegluProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_geglu(
        self,
        gate: pl.Tensor[[32, 128], pl.FP32],
        up: pl.Tensor[[32, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        # GeGLU(gate, up) = GELU(gate) * up
        # GELU approximation: gate * sigmoid(1.702 * gate)
        tile_gate: pl.Tile[[32, 128], pl.FP32] = pl.load(gate, [0, 0], [32, 128])
        tile_up: pl.Tile[[32, 128], pl.FP32] = pl.load(up, [0, 0], [32, 128])
        gate_scaled: pl.Tile[[32, 128], pl.FP32] = pl.mul(tile_gate, 1.702)  # type: ignore[reportArgumentType]
        gate_neg: pl.Tile[[32, 128], pl.FP32] = pl.mul(gate_scaled, -1.0)  # type: ignore[reportArgumentType]
        exp_neg: pl.Tile[[32, 128], pl.FP32] = pl.exp(gate_neg)
        denom: pl.Tile[[32, 128], pl.FP32] = pl.add(exp_neg, 1.0)  # type: ignore[reportArgumentType]
        sigmoid: pl.Tile[[32, 128], pl.FP32] = pl.recip(denom)
        gelu_gate: pl.Tile[[32, 128], pl.FP32] = pl.mul(tile_gate, sigmoid)
        result: pl.Tile[[32, 128], pl.FP32] = pl.mul(gelu_gate, tile_up)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.store(result, [0, 0], [32, 128], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def geglu_orch(
        self,
        gate: pl.Tensor[[32, 128], pl.FP32],
        up: pl.Tensor[[32, 128], pl.FP32],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        output: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
        output = self.kernel_geglu(gate, up, output)
        return output
