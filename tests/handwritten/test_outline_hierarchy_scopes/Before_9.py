# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestOutlineHierarchyScopes::test_outline_hierarchy_in_control_flow (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], cond: pl.Scalar[pl.BOOL]) -> pl.Tensor[[64], pl.FP32]:
        if cond:
            with pl.at(level=pl.Level.HOST, role=pl.Role.Worker):
                y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)  # type: ignore[no-redef]
        else:
            y: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)  # type: ignore[no-redef,unreachable]
        return y
