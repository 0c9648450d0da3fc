# tests/ut/ir/transforms/test_superscalar_npu_treg.py::TestRegisterPressure::test_pressure_exceeded_raises (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[512, 512], pl.FP32],
        b: pl.Tensor[[512, 512], pl.FP32],
    ) -> pl.Tensor[[512, 512], pl.FP32]:
        out: pl.Tensor[[512, 512], pl.FP32] = pl.create_tensor([512, 512], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            ta = pl.load(a, [0, 0], [512, 512])
            tb = pl.load(b, [0, 0], [512, 512])
            tc = pl.add(ta, tb)
            pl.store(tc, [0, 0], out)
        return out
