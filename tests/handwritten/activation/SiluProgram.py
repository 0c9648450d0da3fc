# examples/language/intermediate/activation.py::<module> (hand-written)
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
        tile_x: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        x_neg: pl.Tile[[32, 128], pl.FP32] = pl.mul(tile_x, -1.0)  # type: ignore[reportArgumentType]
        exp_neg: pl.Tile[[32, 128], pl.FP32] = pl.exp(x_neg)
        denom: pl.Tile[[32, 128], pl.FP32] = pl.add(exp_neg, 1.0)  # type: ignore[reportArgumentType]
        sigmoid: pl.Tile[[32, 128], pl.FP32] = pl.recip(denom)
        result: pl.Tile[[32, 128], pl.FP32] = pl.mul(tile_x, sigmoid)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.store(result, [0, 0], [32, 128], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def silu_orch(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        output: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
        output = self.kernel_silu(x, output)
        return output
