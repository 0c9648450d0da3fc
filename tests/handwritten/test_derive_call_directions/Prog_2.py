# tests/ut/ir/transforms/test_derive_call_directions.py::TestDeriveDirectionMatrix::test_inout_param_tensor_to_inout (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        t2: pl.Tile[[64], pl.FP32] = pl.tile.add(t, t)
        ret: pl.Tensor[[64], pl.FP32] = pl.store(t2, [0], x)
        return ret

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        r: pl.Tensor[[64], pl.FP32] = self.kernel(x)
        return r
