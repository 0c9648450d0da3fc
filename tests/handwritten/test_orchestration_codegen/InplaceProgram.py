# tests/ut/codegen/test_orchestration_codegen.py::TestOrchestration::test_inplace_tensor (hand-written)
import pypto.language as pl


@pl.program
class InplaceProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def online_update(
        self,
        mij: pl.Tensor[[16, 1], pl.FP32],
        lij: pl.Tensor[[16, 1], pl.FP32],
        oi_new: pl.Tensor[[16, 16], pl.FP32],
        mi: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
        li: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
        oi: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        dst: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 1], pl.FP32],
        pl.Tensor[[16, 1], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        mi_tile: pl.Tile[[16, 1], pl.FP32] = pl.load(mi, [0, 0], [16, 1])
        li_tile: pl.Tile[[16, 1], pl.FP32] = pl.load(li, [0, 0], [16, 1])
        oi_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(oi, [0, 0], [16, 16])
        dst_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(dst, [0, 0], [16, 16])
        mi_out: pl.Tensor[[16, 1], pl.FP32] = pl.store(mi_tile, [0, 0], mi)
        li_out: pl.Tensor[[16, 1], pl.FP32] = pl.store(li_tile, [0, 0], li)
        oi_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(oi_tile, [0, 0], oi)
        dst_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(dst_tile, [0, 0], dst)
        return mi_out, li_out, oi_out, dst_out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_inplace(
        self,
        mij: pl.Tensor[[16, 1], pl.FP32],
        lij: pl.Tensor[[16, 1], pl.FP32],
        oi_new: pl.Tensor[[16, 16], pl.FP32],
        mi: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
        li: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
        oi: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        dst: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 1], pl.FP32],
        pl.Tensor[[16, 1], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        mi, li, oi, dst = self.online_update(mij, lij, oi_new, mi, li, oi, dst)
        return mi, li, oi, dst
