# tests/ut/ir/transforms/test_serialization.py::TestCapturedScopeAttrSerialization::test_serialize_at_capture_and_deps_chain (hand-written)
import pypto.language as pl


@pl.program
class AtProg:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as tid0:
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[tid0]) as tid1:  # noqa: F841
            z: pl.Tensor[[64], pl.FP32] = pl.mul(y, y)
        return z
