# examples/operators/activation.py::<module> (hand-written)
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
        tile_gate = pl.load(gate, [0, 0], [32, 128])
        tile_up = pl.load(up, [0, 0], [32, 128])
        gate_scaled = pl.mul(tile_gate, 1.702)
        gate_neg = pl.mul(gate_scaled, -1.0)
        exp_neg = pl.exp(gate_neg)
        denom = pl.add(exp_neg, 1.0)
        sigmoid = pl.recip(denom)
        gelu_gate = pl.mul(tile_gate, sigmoid)
        result = pl.mul(gelu_gate, tile_up)
        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def geglu_orch(
        self,
        gate: pl.Tensor[[32, 128], pl.FP32],
        up: pl.Tensor[[32, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        output = self.kernel_geglu(gate, up, output)
        return output
