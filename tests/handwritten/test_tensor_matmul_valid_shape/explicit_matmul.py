# tests/ut/codegen/test_tensor_matmul_valid_shape.py::test_explicit_tensor_matmul_valid_shape (hand-written)
import pypto.language as pl

a_trans = False
b_trans = False
a0 = 17
a1 = 128
b0 = 128
b1 = 24
a_shape = (32, 128)
b_shape = (128, 32)


@pl.jit
def explicit_matmul(
    a: pl.Tensor[[a0, a1], pl.FP16],
    b: pl.Tensor[[b0, b1], pl.FP16],
    out: pl.Out[pl.Tensor[[17, 24], pl.FP32]],
):
    with pl.at(level=pl.Level.CORE_GROUP):
        av = pl.slice(a, a_shape, [0, 0], valid_shape=[a0, a1], clamp=True)
        bv = pl.slice(b, b_shape, [0, 0], valid_shape=[b0, b1], clamp=True)
        c = pl.matmul(av, bv, out_dtype=pl.FP32, a_trans=a_trans, b_trans=b_trans)
        out = pl.assemble(out, c, [0, 0])
    return out
