# examples/operators/activation.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class SiluProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_silu(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        # SiLU(x) = x * sigmoid(x) = x / (1 + exp(-x))
        tile_x = pl.load(x, [0, 0], [32, 128])
        x_neg = pl.mul(tile_x, -1.0)
        exp_neg = pl.exp(x_neg)
        denom = pl.add(exp_neg, 1.0)
        sigmoid = pl.recip(denom)
        result = pl.mul(tile_x, sigmoid)
        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def silu_orch(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        output = self.kernel_silu(x, output)
        return output
