# ptoc: compile --backend 910B --no-emit-loc
# tests/ut/ir/transforms/test_verify_hard_syncall_occupancy.py::_bare_kernel_program
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_syncall(
        self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Tensor[[16, 16], pl.FP32]
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        tile = pl.load(x, [0, 0], [16, 16])
        pl.system.syncall(core_type="aiv_only")
        updated = pl.store(tile, [0, 0], out)
        return updated
