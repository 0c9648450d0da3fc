# tests/ut/ir/transforms/test_derive_call_directions.py::TestDeriveDirectionMatrix::test_while_keeps_inout (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        ret: pl.Tensor[[64], pl.FP32] = pl.store(t, [0], out)
        return ret

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64], pl.FP32]:
        local: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        i: pl.Scalar[pl.INDEX] = 0
        while i < n:
            local = self.kernel(x, local)
            i = i + 1
        return local
