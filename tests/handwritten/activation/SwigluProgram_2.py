# examples/operators/activation.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class SwigluProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_swiglu(
        self,
        gate: pl.Tensor[[32, 128], pl.FP32],
        up: pl.Tensor[[32, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        # SwiGLU(gate, up) = Swish(gate) * up = gate * sigmoid(gate) * up
        tile_gate = pl.load(gate, [0, 0], [32, 128])
        tile_up = pl.load(up, [0, 0], [32, 128])
        gate_neg = pl.mul(tile_gate, -1.0)
        exp_neg = pl.exp(gate_neg)
        denom = pl.add(exp_neg, 1.0)
        sigmoid = pl.recip(denom)
        swish = pl.mul(tile_gate, sigmoid)
        result = pl.mul(swish, tile_up)
        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def swiglu_orch(
        self,
        gate: pl.Tensor[[32, 128], pl.FP32],
        up: pl.Tensor[[32, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        output = self.kernel_swiglu(gate, up, output)
        return output
