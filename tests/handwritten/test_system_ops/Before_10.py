# tests/ut/language/parser/test_system_ops.py::TestSystemOpsParsing::test_syncall_soft_round_trip (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Tensor[[512, 128], pl.FP32],
        ws: pl.Tensor[[32], pl.INT32],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        off = pl.tile.get_block_idx() * 128
        t = pl.load(x, [off, 0], [128, 128])
        pl.system.syncall(mode="soft", core_type="aiv_only", gm_workspace=ws, used_cores=4)
        return pl.store(t, [off, 0], out)
