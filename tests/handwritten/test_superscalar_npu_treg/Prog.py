# tests/ut/ir/transforms/test_superscalar_npu_treg.py::TestElementwiseLowering::test_treg_assignment_and_register_renaming (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        out: pl.Tensor[[128, 128], pl.FP32] = pl.create_tensor([128, 128], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            ta = pl.load(a, [0, 0], [128, 128])
            tb = pl.load(b, [0, 0], [128, 128])
            tc = pl.add(ta, tb)
            pl.store(tc, [0, 0], out)
        return out
