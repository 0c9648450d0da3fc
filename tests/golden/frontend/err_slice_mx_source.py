# ptoc: parse
# tensor.slice rejects an MX-layout source (the reference's test_mx_scale_memspace)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def kernel(
        self,
        source: pl.Tensor[[16, 8], pl.FP8E8M0, pl.MX_A_ZZ],
    ) -> pl.Tensor[[16, 8], pl.FP8E8M0, pl.MX_A_ZZ]:
        sliced = pl.slice(source, [8, 8], [1, 0])
        _scale = pl.load(sliced, [0, 0], [8, 8], target_memory=pl.Mem.Mat)
        return source
