# tests/ut/ir/parser/test_world_size.py::test_world_size_rejected_outside_host_function (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            n = pld.world_size()  # noqa: F841
        return x
