# ptoc: compile --backend 910B --emit=orchestration
# The reference's AtProg (tests/ut/ir/test_serialization.py): two pl.at blocks of tensor ops,
# the second with deps=[tid0].  ConvertTensorToTileOps gives each outlined submission its
# output buffer and keeps the result a (tensor, task id) tuple, so y and tid0 are bound
# and the edge reaches set_dependencies.
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
