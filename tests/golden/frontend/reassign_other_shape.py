# ptoc: parse
# Rebinding a name without an annotation keeps its dtype and static shape (reference #642):
# t becomes a [4, 4] tensor here, which the reference rejects ("Cannot reassign").
import pypto.language as pl

@pl.function
def func(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
    t = pl.create_tensor([16, 16], dtype=pl.FP32)
    t = pl.mul(t, 2.0)
    t = pl.create_tensor([4, 4], dtype=pl.FP32)
    return x
