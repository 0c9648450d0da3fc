# ptoc: opt --passes=lower_pipeline_loops,canonicalize_io_order --verify=all
# PipelineLoopValid holds after each pipeline pass (stage=1 marker, then a plain range loop) and CanonicalizeIOOrder leaves no pl.pipeline loop (PipelineResolved)
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.pipeline(8, stage=4, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        return r
