# ptoc: parse
# tensor.scatter flattens its column index to row * cols + column in the
# index's own dtype: 512 rows of 128 columns pass INT16's 32767 (the
# reference's INT16 flat-index range guard); a dim other than the last is not
# lowered.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Opaque)
    def f(self, base: pl.Tensor[[512, 128], pl.FP16], idx: pl.Tensor[[512, 16], pl.INT16], val: pl.Tensor[[512, 16], pl.FP16]) -> pl.Tensor[[512, 128], pl.FP16]:
        out = pl.tensor.scatter(base, dim=-1, index=idx, src=val)
        ok = pl.tensor.scatter(base[0:256, :], dim=-1, index=idx[0:256, :], src=val[0:256, :])
        bad = pl.tensor.scatter(base, dim=0, index=idx, src=val)
        return out
