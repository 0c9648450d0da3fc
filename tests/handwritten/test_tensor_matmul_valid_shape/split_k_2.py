# tests/ut/codegen/test_tensor_matmul_valid_shape.py::test_tensor_matmul_peeled_carry_compiles (hand-written)
import pypto.language as pl

physical_m = 64


@pl.jit
def split_k(
    a: pl.Tensor[[17, 256], pl.FP16],
    b: pl.Tensor[[256, 24], pl.FP16],
    out: pl.Out[pl.Tensor[[physical_m, 32], pl.FP32]],
):
    with pl.at(level=pl.Level.CORE_GROUP):
        acc = pl.create_tensor([physical_m, 32], dtype=pl.FP32)
        for k in pl.range(0, 256, 128):
            av = pl.slice(a, [physical_m, 128], [0, k], valid_shape=[17, 128], clamp=True)
            bv = pl.slice(b, [128, 32], [k, 0], valid_shape=[128, 24], clamp=True)
            if k == 0:
                acc = pl.matmul(av, bv, out_dtype=pl.FP32)
            else:
                acc = pl.matmul_acc(acc, av, bv)
        out = pl.assemble(out, acc, [0, 0])
    return out
