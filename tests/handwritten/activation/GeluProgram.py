# examples/language/intermediate/activation.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class GeluProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_gelu(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        # GELU(x) = x * sigmoid(1.702 * x)  (fast approximation)
        tile_x: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        x_scaled: pl.Tile[[32, 128], pl.FP32] = pl.mul(tile_x, 1.702)  # type: ignore[reportArgumentType]
        x_neg: pl.Tile[[32, 128], pl.FP32] = pl.mul(x_scaled, -1.0)  # type: ignore[reportArgumentType]
        exp_neg: pl.Tile[[32, 128], pl.FP32] = pl.exp(x_neg)
        denom: pl.Tile[[32, 128], pl.FP32] = pl.add(exp_neg, 1.0)  # type: ignore[reportArgumentType]
        sigmoid: pl.Tile[[32, 128], pl.FP32] = pl.recip(denom)
        result: pl.Tile[[32, 128], pl.FP32] = pl.mul(tile_x, sigmoid)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.store(result, [0, 0], [32, 128], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def gelu_orch(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        output: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
        output = self.kernel_gelu(x, output)
        return output
