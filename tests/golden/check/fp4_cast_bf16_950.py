# ptoc: check --backend 950
# The reference's FP4 runtime test (test_fp4.py, fp4_multi_row_cast_bf16): a [4, 64] FP4 tensor
# (a [4, 32] array of x2 carriers) loaded and cast to BF16.  The runtime decodes each carrier's
# low nibble as the even element and its high nibble as the odd one, as the test's golden does.
import pypto.language as pl


@pl.program
class Fp4CastBf16:
    @pl.function(type=pl.FunctionType.InCore)
    def cast_kernel(
        self,
        src: pl.Tensor[[4, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[4, 64], pl.BF16]],
    ) -> pl.Tensor[[4, 64], pl.BF16]:
        return pl.store(pl.cast(pl.load(src, [0, 0], [4, 64]), pl.BF16), [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[4, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[4, 64], pl.BF16]],
    ) -> pl.Tensor[[4, 64], pl.BF16]:
        return self.cast_kernel(src, out)
